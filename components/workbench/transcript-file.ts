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
  const url = URL.createObjectURL(new Blob([content], { type: "text/plain;charset=utf-8" }));
  const link = document.createElement("a");
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  // Revoking at once can cancel the download in some browsers.
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}
