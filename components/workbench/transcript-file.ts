import { saveFile } from "@/lib/client/save-file";

const pad = (value: number) => String(value).padStart(2, "0");

/** The interview's local calendar day as YYYY-MM-DD. */
function formatDay(isoDate: string): string {
  const date = new Date(isoDate);
  if (Number.isNaN(date.getTime())) return isoDate.replace(/\//g, "-");
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

/** '{title}-{date}.txt', with slashes in the title turned into dashes so it stays one file name. */
export function transcriptFileName(title: string, interviewDate: string): string {
  return `${title.replace(/\//g, "-")}-${formatDay(interviewDate)}.txt`;
}

export function downloadTextFile(fileName: string, content: string) {
  saveFile(fileName, new Blob([content], { type: "text/plain;charset=utf-8" }));
}
