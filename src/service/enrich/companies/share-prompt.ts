/**
 * @module "Share on Facebook", "Follow us on Twitter, LinkedIn": a page's share and follow prompts name
 * platforms, not the companies that run them, wherever they land in scraped text.
 */

const PROMPT =
  /\b(?:share|sharing|shared|follow\s+us|like\s+us|find\s+us|connect\s+with\s+us)(?:\s+(?:this|the|it|our))?(?:\s+(?:article|story|post|page|link|video))?\s+(?:on|via|to|with)\s+(?:[\p{L}+]+\s*(?:,|or|and|\/)\s*)*$/iu;
/** How far before a name a prompt may start. */
const LOOKBACK = 80;

/** The name at `at` of `text` is one of the platforms a share or follow prompt offers. */
export function inSharePrompt(text: string, at: number): boolean {
  return PROMPT.test(text.slice(Math.max(0, at - LOOKBACK), at));
}
