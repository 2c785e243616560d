"use client";
import { useState } from "react";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { browserTraits, planAudio, sniffAudio, type AudioWarning } from "@/lib/client/audio-plan";
import { compressAudio } from "@/lib/client/compress-audio";
import { toast } from "@/lib/client/toast-store";
import { AudioDropZone } from "./audio-drop-zone";
import { AudioFileCard, type FileCardState } from "./audio-file-card";

type Chosen = { name: string; size: number; state: FileCardState; progress: number };

/** The first bytes of a file, where its container says what it is. */
function readHead(file: File): Promise<Uint8Array> {
  return new Promise((resolve) => {
    const reader = new FileReader();
    reader.onload = () => resolve(new Uint8Array(reader.result as ArrayBuffer));
    reader.onerror = () => resolve(new Uint8Array());
    reader.readAsArrayBuffer(file.slice(0, 16));
  });
}

/** Turns a chosen file into what is uploaded: as it is, compressed here, or left to the server. */
async function prepare(
  file: File,
  onProgress: (fraction: number) => void,
): Promise<{ upload: File; warning: AudioWarning | null } | null> {
  const plan = planAudio(file.size, browserTraits());
  if (plan.action === "refuse") {
    toast({
      title: "File too large",
      description: "Audio files can be up to 150 MB. Split the recording into shorter parts.",
      variant: "destructive",
    });
    return null;
  }
  if (!sniffAudio(await readHead(file))) {
    toast({
      title: "Unsupported audio file",
      description: "Choose an MP3, MP4, M4A, WAV or WebM recording.",
      variant: "destructive",
    });
    return null;
  }
  if (plan.action === "upload") return { upload: file, warning: null };
  if (plan.action === "server") return { upload: file, warning: plan.warning };
  try {
    const result = await compressAudio(file, onProgress);
    return "file" in result
      ? { upload: result.file, warning: null }
      : { upload: file, warning: "still-too-large" };
  } catch {
    return { upload: file, warning: "failed" };
  }
}

export function AudioUploadCard({
  canUpload,
  isProcessing,
  onUpload,
}: {
  canUpload: boolean;
  isProcessing: boolean;
  onUpload: (file: File) => Promise<boolean>;
}) {
  const [chosen, setChosen] = useState<Chosen | null>(null);
  const [warning, setWarning] = useState<AudioWarning | null>(null);

  const take = async (file: File) => {
    setWarning(null);
    setChosen({ name: file.name, size: file.size, state: "converting", progress: 0 });
    const prepared = await prepare(file, (progress) =>
      setChosen((current) => current && { ...current, progress }),
    );
    if (!prepared) {
      setChosen(null);
      return;
    }
    setWarning(prepared.warning);
    setChosen({
      name: prepared.upload.name,
      size: prepared.upload.size,
      state: "complete",
      progress: 1,
    });
    // The card stays, complete, showing what was sent; the next file replaces it.
    await onUpload(prepared.upload);
  };

  return (
    <Card data-testid="insight-upload">
      <CardHeader>
        <CardTitle>Upload a recording</CardTitle>
        <CardDescription>
          Files over 24 MB are compressed to mono MP3 before transcription.
        </CardDescription>
      </CardHeader>
      <CardContent className="grid gap-3">
        <AudioDropZone
          isDisabled={!canUpload || isProcessing || chosen?.state === "converting"}
          onFile={take}
        />
        {chosen && (
          <AudioFileCard
            name={chosen.name}
            size={chosen.size}
            state={chosen.state}
            progress={chosen.progress}
            warning={warning}
          />
        )}
      </CardContent>
    </Card>
  );
}
