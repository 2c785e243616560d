"use client";

export function ApplicationsView() {
  return <h1 className="text-2xl font-semibold">Applications</h1>;
}
