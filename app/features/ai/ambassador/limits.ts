/** The longest visitor question the Ambassador takes (characters). No imports: safe in any bundle. */
export const AMBASSADOR_QUESTION_MAX = 500;
