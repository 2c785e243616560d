import type { SearchForm } from "@/lib/client/discover-api";

export type QuickSearch = { id: string; name: string; summary: string; form: SearchForm };

// Spec 2 §2: four curated searches shown before any search; what each fills in is ours.
export const QUICK_SEARCHES: QuickSearch[] = [
  {
    id: "remote-frontend",
    name: "Remote Frontend Roles",
    summary: "Frontend and React engineering jobs you can do from anywhere.",
    form: {
      titles: "Frontend Engineer, Frontend Developer",
      keywords: "React, TypeScript",
      location: "Remote",
      salary: "",
      jobType: "full-time",
      workArrangement: "remote",
    },
  },
  {
    id: "applied-ai",
    name: "Applied AI & ML",
    summary: "Engineers who ship machine learning and LLM features to users.",
    form: {
      titles: "Machine Learning Engineer, AI Engineer",
      keywords: "Python, LLM, PyTorch",
      location: "",
      salary: "",
      jobType: "any",
      workArrangement: "any",
    },
  },
  {
    id: "product-leadership",
    name: "Product Leadership",
    summary: "Senior product roles that own strategy and a roadmap.",
    form: {
      titles: "Head of Product, Director of Product, Senior Product Manager",
      keywords: "product strategy, roadmap",
      location: "",
      salary: "",
      jobType: "full-time",
      workArrangement: "any",
    },
  },
  {
    id: "career-switch",
    name: "Career Switch Boost",
    summary: "Entry points for people moving into tech: junior roles and apprenticeships.",
    form: {
      titles: "Junior Developer, Associate Software Engineer, Apprentice",
      keywords: "entry level, training, mentorship",
      location: "",
      salary: "",
      jobType: "any",
      workArrangement: "any",
    },
  },
];

export const EMPTY_FORM: SearchForm = {
  titles: "",
  keywords: "",
  location: "",
  salary: "",
  jobType: "any",
  workArrangement: "any",
};
