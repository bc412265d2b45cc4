// Warnings of the copy checker (app/features/ai/copy-check.ts), shown beside the
// field the partner edited. «…» quotes the words the warning is about.

export const copyArticle = (excerpt: string, suggestion?: string) =>
  suggestion
    ? `Articolo o preposizione da rivedere: «${excerpt}» (si scrive «${suggestion}»).`
    : `Articolo o preposizione da rivedere: «${excerpt}».`;
export const copyMissingArticle = (excerpt: string) => `Manca l'articolo davanti al nome: «${excerpt}».`;
export const copyPunctuation = (excerpt: string) => `Punteggiatura da rivedere: «${excerpt}».`;
export const copyDoubledWord = (excerpt: string) => `Parola ripetuta: «${excerpt}».`;
export const copyRepeatedSentence = (excerpt: string) => `Frase ripetuta: «${excerpt}».`;
export const copyMidWordCut = (excerpt: string) => `Il testo è tagliato a metà parola: «${excerpt}».`;
export const copyDanglingEnd = (excerpt: string) => `Il testo resta in sospeso: «${excerpt}».`;
export const copyUnfinished = (excerpt: string) => `Manca la fine della frase: «${excerpt}».`;
export const copyEmpty = "Il campo è vuoto.";
export const copyTooLong = (length: number, max: number) => `Il testo supera i ${max} caratteri (${length}).`;
export const copyTemplate = (excerpt: string) => `Segnaposto o istruzione rimasti nel testo: «${excerpt}».`;
export const copyEnglish = (excerpt: string) => `Parola inglese nel testo italiano: «${excerpt}».`;
