"use client";

export function JobWorkbench() {
  return <h1 className="text-2xl font-semibold">Job</h1>;
}
