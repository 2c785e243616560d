"use client";
import { Loader2Icon, PlusIcon, XIcon } from "lucide-react";
import { useId, useRef, useState } from "react";
import { Button } from "@/components/ui/button";
import { Chip } from "@/components/ui/chip";
import { Input } from "@/components/ui/input";
import { toastGenerationError } from "@/lib/client/generate";
import { saveTargetRoles } from "@/lib/client/mutations";
import { targetedRoles } from "@/lib/profile";
import { MAX_TARGET_ROLE_LENGTH, MAX_TARGET_ROLES } from "@/lib/resume/target-role-limits";
import type { MasterResume } from "@/lib/types";

/**
 * The roles the person targets: the current title read from the résumé, then the ones
 * they add here (Enter adds, each has a remove button). Saved as soon as they change.
 */
export function TargetRolesEditor({ resume }: { resume: MasterResume }) {
  const inputId = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const [draft, setDraft] = useState("");
  const [problem, setProblem] = useState<string | null>(null);
  const [isSaving, setSaving] = useState(false);
  const [currentTitle] = resume.analyzedJobTitles;
  const added = resume.targetRoles;
  const isFull = added.length >= MAX_TARGET_ROLES;

  const save = async (roles: string[]) => {
    setSaving(true);
    try {
      await saveTargetRoles(roles);
      return true;
    } catch (error) {
      toastGenerationError(error, "Failed to save target roles");
      return false;
    } finally {
      setSaving(false);
    }
  };

  const add = async (event: React.FormEvent) => {
    event.preventDefault();
    const title = draft.trim();
    if (!title) return;
    const isListed = targetedRoles(resume).some(
      (role) => role.toLowerCase() === title.toLowerCase(),
    );
    if (isListed) {
      setProblem(`"${title}" is already one of your target roles.`);
      return;
    }
    setProblem(null);
    if (await save([...added, title])) setDraft("");
  };

  const remove = async (role: string) => {
    await save(added.filter((other) => other !== role));
    // The removed chip's button is gone: keep the keyboard in the editor.
    inputRef.current?.focus();
  };

  return (
    <div className="grid gap-3" data-testid="target-roles-editor">
      <ul className="flex flex-wrap gap-2" aria-label="Target roles">
        {currentTitle && (
          <Chip data-testid="target-role-current">
            {currentTitle}
            <span className="text-xs text-muted-foreground">· current title</span>
          </Chip>
        )}
        {added.map((role) => (
          <Chip
            key={role}
            data-testid="target-role"
            action={{
              label: `Remove ${role}`,
              icon: XIcon,
              disabled: isSaving,
              onClick: () => void remove(role),
            }}
          >
            {role}
          </Chip>
        ))}
      </ul>
      <form className="flex gap-2" onSubmit={(event) => void add(event)}>
        <label htmlFor={inputId} className="sr-only">
          Add a target role
        </label>
        <Input
          id={inputId}
          ref={inputRef}
          value={draft}
          maxLength={MAX_TARGET_ROLE_LENGTH}
          disabled={isFull}
          placeholder={isFull ? `Up to ${MAX_TARGET_ROLES} roles` : "Add a role you are aiming for"}
          aria-invalid={problem ? true : undefined}
          aria-describedby={problem ? `${inputId}-problem` : undefined}
          onChange={(event) => {
            setDraft(event.target.value);
            setProblem(null);
          }}
          inputSize="sm"
          data-testid="target-role-input"
        />
        <Button
          type="submit"
          size="sm"
          disabled={!draft.trim() || isSaving || isFull}
          data-testid="target-role-add"
        >
          {isSaving ? (
            <Loader2Icon className="animate-spin" aria-hidden />
          ) : (
            <PlusIcon aria-hidden />
          )}
          Add
        </Button>
      </form>
      {problem && (
        <p id={`${inputId}-problem`} role="alert" className="text-xs text-destructive">
          {problem}
        </p>
      )}
    </div>
  );
}
