import { INITIAL_OPEN_SECTIONS, withSectionOpen } from "@/lib/board/accordion-sections";
import { CARD_DESCRIPTION_LENGTH, previewDescription } from "@/lib/board/description-preview";
import { DRAG_THRESHOLD_PX, isDragThresholdExceeded } from "@/lib/board/drag-threshold";
import { statusAfterDrop } from "@/lib/board/drop-status";
import { groupJobsByStatus } from "@/lib/board/group-jobs";
import { makeJob } from "./fixtures";

describe("previewDescription", () => {
  it("cuts at 100 characters and adds an ellipsis", () => {
    const text = "a".repeat(150);
    const preview = previewDescription(text);
    expect(CARD_DESCRIPTION_LENGTH).toBe(100);
    expect(preview).toBe(`${"a".repeat(100)}...`);
  });

  it("keeps descriptions of 100 characters or fewer whole", () => {
    expect(previewDescription("b".repeat(100))).toBe("b".repeat(100));
    expect(previewDescription("  Short one.  ")).toBe("Short one.");
  });
});

describe("groupJobsByStatus", () => {
  it("groups in column order with counts, keeping the list order inside a column", () => {
    const jobs = [
      makeJob({ id: "r", status: "rejected" }),
      makeJob({ id: "a1", status: "applied" }),
      makeJob({ id: "p", status: "prospect" }),
      makeJob({ id: "a2", status: "applied" }),
    ];
    const groups = groupJobsByStatus(jobs);

    expect(groups.map((group) => group.label)).toEqual([
      "Prospect",
      "Applied",
      "Interviewing",
      "Offer",
      "Rejected",
    ]);
    expect(groups.map((group) => group.count)).toEqual([1, 2, 0, 0, 1]);
    expect(groups[1].jobs.map((job) => job.id)).toEqual(["a1", "a2"]);
  });
});

describe("statusAfterDrop", () => {
  it("gives the card the status of the column it lands in, at any position", () => {
    expect(statusAfterDrop({ droppableId: "prospect" }, { droppableId: "offer" })).toBe("offer");
  });

  it("changes nothing when dropped outside, in the same column or on an unknown target", () => {
    expect(statusAfterDrop({ droppableId: "prospect" }, null)).toBeNull();
    expect(statusAfterDrop({ droppableId: "applied" }, { droppableId: "applied" })).toBeNull();
    expect(statusAfterDrop({ droppableId: "applied" }, { droppableId: "archive" })).toBeNull();
  });
});

describe("drag threshold", () => {
  it("starts a drag after 3 pixels of movement, not before", () => {
    const origin = { x: 10, y: 10 };
    expect(DRAG_THRESHOLD_PX).toBe(3);
    expect(isDragThresholdExceeded(origin, { x: 12, y: 10 })).toBe(false);
    expect(isDragThresholdExceeded(origin, { x: 12, y: 12 })).toBe(false);
    expect(isDragThresholdExceeded(origin, { x: 13, y: 10 })).toBe(true);
    expect(isDragThresholdExceeded(origin, { x: 10, y: 7 })).toBe(true);
  });
});

describe("accordion sections", () => {
  it("starts with only Prospect open and opens a focused section without closing others", () => {
    expect(INITIAL_OPEN_SECTIONS).toEqual(["prospect"]);
    expect(withSectionOpen(["prospect"], "offer")).toEqual(["prospect", "offer"]);
    expect(withSectionOpen(["prospect"], "prospect")).toEqual(["prospect"]);
    expect(withSectionOpen(["prospect"], null)).toEqual(["prospect"]);
  });
});
