import nextCoreWebVitals from "eslint-config-next/core-web-vitals";
import nextTypescript from "eslint-config-next/typescript";

const config = [
  ...nextCoreWebVitals,
  ...nextTypescript,
  {
    ignores: [
      ".next/**",
      "node_modules/**",
      "data/**",
      "test-results/**",
      "playwright-report/**",
      "next-env.d.ts",
      // Copied from @ffmpeg/core at install (scripts/copy-ffmpeg-core.ts), not ours.
      "public/ffmpeg/**",
      "artifacts/**",
      "backups/**",
    ],
  },
];

export default config;
