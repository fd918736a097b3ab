/**
 * Bumped whenever a parser change would read the same published files differently. A refresh treats
 * files as unchanged only if both the bytes and this version are, so a parser fix reaches lists
 * whose publishers have not republished since.
 */
export const parserVersion = 1;
