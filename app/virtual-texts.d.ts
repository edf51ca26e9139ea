// Types of the modules app/texts/vite-plugin.ts provides: the wording of the build's language.
declare module "virtual:texts/shell" {
  const texts: import("./texts/shell").ShellTexts;
  export default texts;
}
