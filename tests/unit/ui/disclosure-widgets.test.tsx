import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useState } from "react";
import {
  Accordion,
  AccordionContent,
  AccordionItem,
  AccordionTrigger,
} from "@/components/ui/accordion";
import { Collapsible, CollapsibleContent, CollapsibleTrigger } from "@/components/ui/collapsible";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "@/components/ui/tabs";

describe("Tabs", () => {
  function Editor() {
    const [tab, setTab] = useState("current");
    return (
      <Tabs value={tab} onValueChange={setTab}>
        <TabsList aria-label="Résumé">
          <TabsTrigger value="current">Current</TabsTrigger>
          <TabsTrigger value="upload">Upload</TabsTrigger>
          <TabsTrigger value="history" disabled>
            History
          </TabsTrigger>
        </TabsList>
        <TabsContent value="current">Current text</TabsContent>
        <TabsContent value="upload">Drop a file</TabsContent>
        <TabsContent value="history" forceMount>
          Kept
        </TabsContent>
      </Tabs>
    );
  }

  it("names each panel by its tab, keeps one tab in the Tab order and mounts the selected panel", () => {
    render(<Editor />);
    const current = screen.getByRole("tab", { name: "Current" });
    expect(current).toHaveAttribute("aria-selected", "true");
    expect(current).toHaveAttribute("tabindex", "0");
    expect(screen.getByRole("tab", { name: "Upload" })).toHaveAttribute("tabindex", "-1");
    expect(screen.getByRole("tabpanel", { name: "Current" })).toHaveTextContent("Current text");
    expect(screen.queryByText("Drop a file")).not.toBeInTheDocument();
    // forceMount keeps a panel mounted, hidden while its tab is not selected.
    expect(screen.getByText("Kept")).not.toBeVisible();
  });

  it("moves and selects with the arrow keys, Home and End, skipping a disabled tab", async () => {
    const user = userEvent.setup();
    render(<Editor />);
    await user.click(screen.getByRole("tab", { name: "Current" }));
    await user.keyboard("{ArrowRight}");
    expect(screen.getByRole("tab", { name: "Upload" })).toHaveFocus();
    expect(screen.getByRole("tabpanel", { name: "Upload" })).toHaveTextContent("Drop a file");
    await user.keyboard("{ArrowRight}");
    expect(screen.getByRole("tab", { name: "Current" })).toHaveFocus();
    await user.keyboard("{End}");
    expect(screen.getByRole("tab", { name: "Upload" })).toHaveAttribute("aria-selected", "true");
    await user.keyboard("{Home}");
    expect(screen.getByRole("tab", { name: "Current" })).toHaveAttribute("aria-selected", "true");
  });
});

describe("Accordion", () => {
  function Sections({ type }: { type: "single" | "multiple" }) {
    const items = ["Prospect", "Applied", "Offer"].map((name) => (
      <AccordionItem key={name} value={name} data-testid={`item-${name}`}>
        <AccordionTrigger>{name}</AccordionTrigger>
        <AccordionContent>{name} jobs</AccordionContent>
      </AccordionItem>
    ));
    return type === "single" ? (
      <Accordion type="single" collapsible defaultValue="Prospect">
        {items}
      </Accordion>
    ) : (
      <Accordion type="multiple" defaultValue={["Prospect"]}>
        {items}
      </Accordion>
    );
  }

  it("opens one section at a time in a single accordion, and can close it", async () => {
    const user = userEvent.setup();
    render(<Sections type="single" />);
    const prospect = screen.getByRole("button", { name: "Prospect" });
    expect(prospect).toHaveAttribute("aria-expanded", "true");
    expect(screen.getByRole("region", { name: "Prospect" })).toHaveTextContent("Prospect jobs");
    await user.click(screen.getByRole("button", { name: "Applied" }));
    expect(screen.getByTestId("item-Applied")).toHaveAttribute("data-state", "open");
    expect(screen.getByTestId("item-Prospect")).toHaveAttribute("data-state", "closed");
    await user.click(screen.getByRole("button", { name: "Applied" }));
    expect(screen.queryByRole("region")).not.toBeInTheDocument();
  });

  it("keeps each section of a multiple accordion on its own, and moves with the arrow keys", async () => {
    const user = userEvent.setup();
    render(<Sections type="multiple" />);
    await user.click(screen.getByRole("button", { name: "Offer" }));
    expect(screen.getAllByRole("region")).toHaveLength(2);
    await user.keyboard("{ArrowDown}");
    expect(screen.getByRole("button", { name: "Prospect" })).toHaveFocus();
    await user.keyboard("{ArrowUp}{ArrowUp}");
    expect(screen.getByRole("button", { name: "Applied" })).toHaveFocus();
    await user.keyboard("{End}");
    expect(screen.getByRole("button", { name: "Offer" })).toHaveFocus();
  });
});

describe("Collapsible", () => {
  it("toggles its content, and keeps a force-mounted content with its closed state", async () => {
    const user = userEvent.setup();
    const onOpenChange = jest.fn();
    render(
      <>
        <Collapsible onOpenChange={onOpenChange}>
          <CollapsibleTrigger>Bulk URL Extraction</CollapsibleTrigger>
          <CollapsibleContent>Paste URLs</CollapsibleContent>
        </Collapsible>
        <Collapsible defaultOpen>
          <CollapsibleTrigger>Manual</CollapsibleTrigger>
          <CollapsibleContent forceMount data-testid="manual">
            Form
          </CollapsibleContent>
        </Collapsible>
      </>,
    );
    const bulk = screen.getByRole("button", { name: "Bulk URL Extraction" });
    expect(bulk).toHaveAttribute("aria-expanded", "false");
    expect(screen.queryByText("Paste URLs")).not.toBeInTheDocument();
    await user.click(bulk);
    expect(onOpenChange).toHaveBeenCalledWith(true);
    expect(screen.getByText("Paste URLs")).toHaveAttribute(
      "id",
      bulk.getAttribute("aria-controls"),
    );
    await user.click(screen.getByRole("button", { name: "Manual" }));
    expect(screen.getByTestId("manual")).toHaveAttribute("data-state", "closed");
  });
});
