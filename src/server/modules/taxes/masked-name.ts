const graphemes = new Intl.Segmenter('und', { granularity: 'grapheme' });

/**
 * A name as the public may see it (`Ramesh Kumar` → `R***h K***r`): each word's first and last
 * letter, so its owner recognises it and a stranger learns little. Letters are graphemes, so a
 * Tamil letter with its vowel sign stays whole (`முருகன்` → `மு***ன்`).
 */
export function maskedName(name: string): string {
  return name
    .trim()
    .split(/\s+/)
    .filter((word) => word !== '')
    .map((word) => {
      const letters = Array.from(graphemes.segment(word), (part) => part.segment);
      if (letters.length <= 1) return word;
      return `${letters[0]}***${letters.length > 2 ? letters[letters.length - 1] : ''}`;
    })
    .join(' ');
}
