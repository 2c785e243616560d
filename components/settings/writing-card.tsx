"use client";
import { PlugZapIcon } from "lucide-react";
import { useState } from "react";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { QueryError } from "@/components/ui/query-error";
import { Skeleton } from "@/components/ui/skeleton";
import type { AiEngineStatus } from "@/lib/ai/engine-status";
import { testAiConnection, useAiEngine } from "@/lib/client/ai-engine";
import { HttpError } from "@/lib/client/fetcher";

type TestState =
  | { kind: "idle" }
  | { kind: "testing" }
  | { kind: "answered"; ms: number }
  | { kind: "failed"; message: string };

/** "Offline drafts", "OpenAI gpt-4.1-mini" or "llama3.2 at http://127.0.0.1:11434/v1". */
export function engineLabel(status: AiEngineStatus): string {
  switch (status.engine) {
    case "local":
      return "Offline drafts";
    case "openai":
      return `OpenAI ${status.model}`;
    case "compatible":
      return `${status.model} at ${status.host}`;
  }
}

export const answerTime = (ms: number) =>
  ms < 1000 ? `${ms} ms` : `${(ms / 1000).toFixed(1).replace(/\.0$/, "")} s`;

const Setting = ({ name }: { name: string }) => (
  <code className="rounded bg-muted px-1 py-0.5 text-xs">{name}</code>
);

const README_SECTION = <>see the README, &ldquo;Choose who writes&rdquo;.</>;

/** Where the settings are explained: the README sits beside the server, not in the app. */
function SetupHint({ isOffline }: { isOffline: boolean }) {
  return (
    <p className="text-sm text-muted-foreground" data-testid="writing-setup-hint">
      {isOffline ? (
        <>
          To have a model write, set <Setting name="OPENAI_BASE_URL" /> (Ollama, LM Studio) or{" "}
          <Setting name="OPENAI_API_KEY" />; {README_SECTION}
        </>
      ) : (
        <>
          Chosen on the server with <Setting name="OPENAI_BASE_URL" /> (Ollama, LM Studio) or{" "}
          <Setting name="OPENAI_API_KEY" />, and <Setting name="OPENAI_MODEL" />; {README_SECTION}
        </>
      )}
    </p>
  );
}

function ConnectionTest() {
  const [state, setState] = useState<TestState>({ kind: "idle" });
  const isTesting = state.kind === "testing";
  const run = async () => {
    setState({ kind: "testing" });
    try {
      const { ms } = await testAiConnection();
      setState({ kind: "answered", ms });
    } catch (error) {
      const message =
        error instanceof HttpError && error.serverMessage
          ? error.serverMessage
          : "The test could not reach Shortlist's server. Check your connection and try again.";
      setState({ kind: "failed", message });
    }
  };
  return (
    <div className="flex flex-wrap items-center gap-3">
      <Button
        variant="outline"
        onClick={() => void run()}
        isPending={isTesting}
        data-testid="writing-test-connection"
      >
        <PlugZapIcon aria-hidden />
        {isTesting ? "Testing…" : "Test connection"}
      </Button>
      <div aria-live="polite" className="text-sm">
        {state.kind === "answered" && (
          <p data-testid="writing-test-result">Answered in {answerTime(state.ms)}</p>
        )}
      </div>
      {state.kind === "failed" && (
        <p
          role="alert"
          className="basis-full text-sm text-destructive"
          data-testid="writing-test-problem"
        >
          {state.message}
        </p>
      )}
    </div>
  );
}

function EngineDetails({ status }: { status: AiEngineStatus }) {
  const isOffline = status.engine === "local";
  return (
    <div className="space-y-4">
      <p className="text-sm">
        <span className="text-muted-foreground">Written by: </span>
        <strong className="font-medium break-all" data-testid="writing-engine">
          {engineLabel(status)}
        </strong>
      </p>
      {isOffline ? (
        <p className="text-sm text-muted-foreground">
          The offline engine picks and quotes your résumé&rsquo;s own lines, so its drafts are plain
          but never invent anything. A model writes fluent text from the same lines.
        </p>
      ) : (
        <ConnectionTest />
      )}
      <SetupHint isOffline={isOffline} />
    </div>
  );
}

/** Which engine writes the texts, and for a model, whether it answers. */
export function WritingCard() {
  const { status, error, refresh } = useAiEngine();
  return (
    <Card data-testid="settings-writing">
      <CardHeader>
        <CardTitle>Writing</CardTitle>
        <CardDescription>
          Who writes your tailored résumés, cover letters and interview answers. The server&rsquo;s
          settings choose it, for every account.
        </CardDescription>
      </CardHeader>
      <CardContent>
        {error ? (
          <QueryError
            message="Could not load the writing settings."
            onRetry={() => void refresh()}
          />
        ) : status ? (
          <EngineDetails status={status} />
        ) : (
          <div aria-busy="true" aria-label="Loading the writing settings">
            <Skeleton className="h-16 w-full" />
          </div>
        )}
      </CardContent>
    </Card>
  );
}
