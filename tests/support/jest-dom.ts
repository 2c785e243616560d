import "@testing-library/jest-dom";
import { configure } from "@testing-library/react";

// findBy and waitFor wait up to 5 s, not 1: on a busy 2-core machine the first render of a
// view (its lazy chunks, its first fetches) can pass a second without anything being wrong.
configure({ asyncUtilTimeout: 5_000 });
