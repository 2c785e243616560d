"use client";
import { useEffect, useRef, useState } from "react";
import { bytesToBase64, SAMPLE_RATE } from "@/lib/client/realtime/pcm";
import { GaplessPlayer } from "@/lib/client/realtime/playback";
import {
  apiErrorMessage,
  closeMessage,
  GREETING_DELAY_MS,
  realtimeUrl,
  sessionUpdate,
  VOICE_MESSAGES,
  type ResumeSource,
  type VoiceEntry,
  type VoiceName,
  type VoiceStatus,
} from "@/lib/client/realtime/voice-protocol";

export type VoiceSessionOptions = {
  jobId: string;
  resumeSource: ResumeSource;
  voice: VoiceName;
  onEntry(entry: VoiceEntry): void;
  onStatus(status: VoiceStatus, message?: string): void;
};

type ServerEvent = { type: string; [field: string]: unknown };

const WORKLET_URL = "/worklets/pcm-capture.js";

/**
 * One voice interview, from mount to unmount: the microphone (24 kHz PCM16 from an
 * AudioWorklet, 100 ms chunks) goes to /api/realtime-proxy, the interviewer's audio
 * deltas are played without gaps, and both sides' transcripts come out as entries.
 * While the interviewer speaks no audio is sent (spec 3 §4.1).
 */
export function useVoiceSession({
  jobId,
  resumeSource,
  voice,
  onEntry,
  onStatus,
}: VoiceSessionOptions) {
  const [speaking, setSpeaking] = useState(false);
  const [micMuted, setMicMuted] = useState(false);
  const [speakerOn, setSpeakerOn] = useState(true);
  const [caption, setCaption] = useState("");
  const [audio, setAudio] = useState({ playedMs: 0, sentMs: 0 });

  // Callbacks and toggles are read from refs so a parent's re-render does not restart the session.
  const callbacks = useRef({ onEntry, onStatus });
  useEffect(() => {
    callbacks.current = { onEntry, onStatus };
  });
  const micMutedRef = useRef(micMuted);
  const playerRef = useRef<GaplessPlayer | null>(null);
  const tracksRef = useRef<MediaStreamTrack[]>([]);

  useEffect(() => {
    micMutedRef.current = micMuted;
    for (const track of tracksRef.current) track.enabled = !micMuted;
  }, [micMuted]);

  useEffect(() => {
    if (playerRef.current) playerRef.current.muted = !speakerOn;
  }, [speakerOn]);

  useEffect(() => {
    let ended = false;
    let socket: WebSocket | null = null;
    let context: AudioContext | null = null;
    let stream: MediaStream | null = null;
    let ready = false;
    let errorShown = false;
    let speakingNow = false;
    let responseActive = false;
    let responseStartedAt = 0;
    let speechStartedAt = 0;
    let sentSamples = 0;
    let partial = "";
    const timers = new Set<ReturnType<typeof setTimeout>>();
    const later = (fn: () => void, ms: number) => {
      const timer = setTimeout(() => {
        timers.delete(timer);
        fn();
      }, ms);
      timers.add(timer);
    };
    const status = (value: VoiceStatus, message?: string) => {
      if (!ended) callbacks.current.onStatus(value, message);
    };
    const fail = (message: string) => {
      errorShown = true;
      status("error", message);
      stop();
    };
    const send = (event: object) => {
      if (socket?.readyState === WebSocket.OPEN) socket.send(JSON.stringify(event));
    };
    const setSpeakingNow = (value: boolean) => {
      speakingNow = value;
      setSpeaking(value);
    };
    // Speaking lasts until the response is done and its audio has finished playing.
    const settleSpeaking = () => {
      if (responseActive || ended) return;
      const remaining = playerRef.current?.remainingMs() ?? 0;
      if (remaining > 20) later(settleSpeaking, remaining);
      else setSpeakingNow(false);
    };

    function stop() {
      ended = true;
      for (const timer of timers) clearTimeout(timer);
      timers.clear();
      if (socket && socket.readyState <= WebSocket.OPEN) socket.close(1000, "Interview ended");
      playerRef.current?.stop();
      playerRef.current = null;
      for (const track of stream?.getTracks() ?? []) track.stop();
      tracksRef.current = [];
      void context?.close().catch(() => undefined);
    }

    function handle(event: ServerEvent) {
      switch (event.type) {
        case "session.created":
          return send(sessionUpdate(voice));
        case "session.updated":
          if (ready) return;
          ready = true;
          status("connected");
          // The mic waits for the greeting too, so the interview opens with the interviewer.
          setSpeakingNow(true);
          later(() => send({ type: "response.create" }), GREETING_DELAY_MS);
          return;
        case "response.created":
          responseActive = true;
          responseStartedAt = Date.now();
          partial = "";
          setSpeakingNow(true);
          // Speech captured before the interviewer began is not committed mid-reply.
          return send({ type: "input_audio_buffer.clear" });
        case "response.audio.delta":
          if (typeof event.delta === "string" && playerRef.current) {
            playerRef.current.play(event.delta);
            setAudio((current) => ({
              ...current,
              playedMs: Math.round(playerRef.current?.playedMs ?? 0),
            }));
          }
          return;
        case "response.audio_transcript.delta":
        case "response.text.delta":
          if (typeof event.delta === "string") {
            partial += event.delta;
            setCaption(partial);
          }
          return;
        case "response.audio_transcript.done":
        case "response.text.done": {
          const text = String(event.transcript ?? event.text ?? partial).trim();
          partial = "";
          setCaption("");
          if (text)
            callbacks.current.onEntry({
              role: "interviewer",
              text,
              at: responseStartedAt || Date.now(),
            });
          return;
        }
        case "response.done":
          responseActive = false;
          return settleSpeaking();
        case "input_audio_buffer.speech_started":
          speechStartedAt = Date.now();
          return;
        case "conversation.item.input_audio_transcription.completed": {
          const text = typeof event.transcript === "string" ? event.transcript.trim() : "";
          if (text)
            callbacks.current.onEntry({ role: "user", text, at: speechStartedAt || Date.now() });
          return;
        }
        case "error": {
          const message = apiErrorMessage(event as { error?: { message?: unknown } });
          if (message) {
            errorShown = true;
            status("error", message);
          }
          return;
        }
      }
    }

    async function start() {
      status("connecting");
      try {
        stream = await navigator.mediaDevices.getUserMedia({
          audio: { channelCount: 1, echoCancellation: true, noiseSuppression: true },
        });
      } catch {
        return fail(VOICE_MESSAGES.microphone);
      }
      if (ended) return stop();
      tracksRef.current = stream.getAudioTracks();
      for (const track of tracksRef.current) track.enabled = !micMutedRef.current;
      let capture: AudioWorkletNode;
      try {
        context = new AudioContext({ sampleRate: SAMPLE_RATE });
        await context.audioWorklet.addModule(WORKLET_URL);
        capture = new AudioWorkletNode(context, "pcm-capture");
        context.createMediaStreamSource(stream).connect(capture);
        // A silent path to the output keeps the capture node pulled by the graph.
        const silent = context.createGain();
        silent.gain.value = 0;
        capture.connect(silent).connect(context.destination);
        playerRef.current = new GaplessPlayer(context);
        playerRef.current.muted = !speakerOn;
        await context.resume();
      } catch {
        return fail(VOICE_MESSAGES.recording);
      }
      if (ended) return stop();

      capture.port.onmessage = (message: MessageEvent<ArrayBuffer>) => {
        if (!ready || speakingNow || micMutedRef.current) return;
        send({
          type: "input_audio_buffer.append",
          audio: bytesToBase64(new Uint8Array(message.data)),
        });
        sentSamples += message.data.byteLength / 2;
        setAudio((current) => ({
          ...current,
          sentMs: Math.round((sentSamples / SAMPLE_RATE) * 1000),
        }));
      };

      try {
        socket = new WebSocket(realtimeUrl(window.location, { jobId, resumeSource }));
      } catch {
        return fail(VOICE_MESSAGES.start);
      }
      let opened = false;
      socket.onopen = () => {
        opened = true;
      };
      socket.onmessage = (message) => {
        if (ended || typeof message.data !== "string") return;
        try {
          const event = JSON.parse(message.data) as ServerEvent;
          if (event && typeof event.type === "string") handle(event);
        } catch {
          // A frame that is not JSON carries nothing the interview needs.
        }
      };
      socket.onclose = (close) => {
        if (ended) return;
        if (!opened) return fail(VOICE_MESSAGES.connection);
        // A refusal already explained by its error event needs no second message.
        const explained = errorShown && close.code >= 4000;
        status("disconnected", explained ? undefined : closeMessage(close.code, close.reason));
        stop();
      };
    }

    void start();
    return () => {
      if (!ended) {
        status("disconnected");
        stop();
      }
    };
    // speakerOn is read once at start; its later changes go through playerRef.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [jobId, resumeSource, voice]);

  return { speaking, micMuted, setMicMuted, speakerOn, setSpeakerOn, caption, audio };
}
