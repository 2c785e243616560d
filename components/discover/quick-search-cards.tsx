"use client";
import { SearchIcon } from "lucide-react";
import { Button } from "@/components/ui/button";
import { Card, CardDescription, CardFooter, CardHeader, CardTitle } from "@/components/ui/card";
import { QUICK_SEARCHES, type QuickSearch } from "./quick-searches";

/** Spec 2 §2: shown before any search; each fills the form and runs its search. */
export function QuickSearchCards({
  onUse,
  isDisabled,
}: {
  onUse: (search: QuickSearch) => void;
  isDisabled: boolean;
}) {
  return (
    <section aria-labelledby="quick-searches-heading" className="grid gap-3">
      <h2 id="quick-searches-heading" className="text-lg font-semibold">
        Quick searches
      </h2>
      <ul className="grid grid-cols-1 gap-4 sm:grid-cols-2 xl:grid-cols-4">
        {QUICK_SEARCHES.map((search) => (
          <li key={search.id}>
            <Card className="flex h-full flex-col" data-testid={`quick-search-${search.id}`}>
              <CardHeader className="flex-1">
                <CardTitle>{search.name}</CardTitle>
                <CardDescription>{search.summary}</CardDescription>
              </CardHeader>
              <CardFooter>
                <Button
                  variant="outline"
                  size="sm"
                  disabled={isDisabled}
                  aria-label={`Use this search: ${search.name}`}
                  onClick={() => onUse(search)}
                  data-testid={`use-quick-search-${search.id}`}
                >
                  <SearchIcon aria-hidden />
                  Use this search
                </Button>
              </CardFooter>
            </Card>
          </li>
        ))}
      </ul>
    </section>
  );
}
