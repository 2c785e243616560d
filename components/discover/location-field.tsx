"use client";
import { BookmarkPlusIcon, XIcon } from "lucide-react";
import { Button } from "@/components/ui/button";
import { Chip } from "@/components/ui/chip";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { toast } from "@/lib/client/toast-store";
import { useLocalStorage } from "@/lib/client/use-local-storage";

export const SAVED_LOCATIONS_KEY = "shortlist:discover-saved-locations";
// Enough quick picks to be useful without the list taking over the form.
const MAX_SAVED_LOCATIONS = 12;

const isStringList = (value: unknown): value is string[] =>
  Array.isArray(value) && value.every((item) => typeof item === "string");

/** Location or "Remote", with quick-access saved locations kept in this browser (spec 2 §2, §5). */
export function LocationField({
  value,
  onChange,
}: {
  value: string;
  onChange: (location: string) => void;
}) {
  const [saved, setSaved] = useLocalStorage<string[]>(SAVED_LOCATIONS_KEY, [], isStringList);

  const save = () => {
    const location = value.trim();
    if (!location) {
      toast({
        title: "Location required",
        description: "Enter a location before saving",
        variant: "destructive",
      });
      return;
    }
    if (saved.some((item) => item.toLowerCase() === location.toLowerCase())) {
      toast({ title: "Already saved" });
      return;
    }
    setSaved([location, ...saved].slice(0, MAX_SAVED_LOCATIONS));
    toast({ title: "Location saved", description: location });
  };

  return (
    <div className="grid gap-2">
      <Label htmlFor="discover-location">Location</Label>
      <div className="flex gap-2">
        <Input
          id="discover-location"
          value={value}
          maxLength={200}
          placeholder="City, country or Remote"
          onChange={(event) => onChange(event.target.value)}
          data-testid="discover-location"
        />
        <Button
          variant="outline"
          aria-label="Save location"
          onClick={save}
          data-testid="save-location"
        >
          <BookmarkPlusIcon aria-hidden />
          Save
        </Button>
      </div>
      {saved.length > 0 && (
        <ul
          className="flex flex-wrap gap-2"
          aria-label="Saved locations"
          data-testid="saved-locations"
        >
          {saved.map((location) => (
            <Chip
              key={location}
              className="pl-0"
              action={{
                label: `Remove saved location ${location}`,
                icon: XIcon,
                onClick: () => setSaved(saved.filter((item) => item !== location)),
              }}
            >
              <button
                type="button"
                className="rounded-full px-3 text-left outline-none hover:underline focus-visible:ring-2 focus-visible:ring-ring"
                onClick={() => onChange(location)}
              >
                {location}
              </button>
            </Chip>
          ))}
        </ul>
      )}
    </div>
  );
}
