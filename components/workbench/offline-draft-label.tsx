"use client";
import { createContext, useContext } from "react";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { useAiEngine } from "@/lib/client/ai-engine";
import { useNavigation } from "@/lib/client/navigation";

// Whether the offline engine writes the texts now. Nothing stored says which engine wrote a
// text, so a text is labelled by the engine that is configured while it is shown.
const OfflineEngineContext = createContext(false);

/** Asks once which engine writes, for every label in the workbench. */
export function OfflineEngineProvider({ children }: { children: React.ReactNode }) {
  const { status } = useAiEngine();
  return (
    <OfflineEngineContext.Provider value={status?.engine === "local"}>
      {children}
    </OfflineEngineContext.Provider>
  );
}

function Label({ testId }: { testId: string }) {
  const { navigate } = useNavigation();
  return (
    <p
      className="flex flex-wrap items-center gap-x-2 gap-y-1 text-xs text-muted-foreground"
      data-testid={testId}
    >
      <Badge variant="outline">Offline draft</Badge>
      <span>
        Picked from your résumé&rsquo;s own lines. A model writes fluent text: see{" "}
        <Button
          variant="link"
          size="sm"
          className="h-auto px-0"
          onClick={() => navigate("settings")}
        >
          Settings → Writing
        </Button>
        .
      </span>
    </p>
  );
}

/** "Offline draft" over a text the offline engine wrote; nothing with a model. */
export function OfflineDraftLabel({ testId }: { testId: string }) {
  return useContext(OfflineEngineContext) ? <Label testId={testId} /> : null;
}
