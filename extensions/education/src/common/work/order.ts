/**
 * The per-student order of a unit's questions and answers (docs/education.md "Doing the work"): seeded by
 * (student, question), so a reload — or the server checking a submit — gets the same order and the same pick.
 */

/** A 32-bit FNV-1a hash of a text: the seed. */
export function seedOf(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return h >>> 0;
}

/** mulberry32: a small seeded generator of numbers in [0, 1). */
function generator(seed: number): () => number {
  let a = seed;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** The items shuffled (Fisher–Yates) by the seed of (student, question); the input is left as it is. */
export function shuffled<T>(items: readonly T[], studentId: string, questionId: string): T[] {
  const out = [...items];
  const next = generator(seedOf(`${studentId}:${questionId}`));
  for (let i = out.length - 1; i > 0; i--) {
    const j = Math.floor(next() * (i + 1));
    [out[i], out[j]] = [out[j]!, out[i]!];
  }
  return out;
}

/**
 * `maxQuestions` of a unit's questions for one student: the ones whose seed of (student, question) is
 * lowest, kept in the unit's order. No limit (null, 0 or more than there are): all of them.
 */
export function pickQuestions<T extends { id: string }>(
  questions: readonly T[],
  studentId: string,
  maxQuestions: number | null,
): T[] {
  if (!maxQuestions || maxQuestions <= 0 || maxQuestions >= questions.length) return [...questions];
  const chosen = new Set(
    [...questions]
      .sort((a, b) => seedOf(`${studentId}:${a.id}`) - seedOf(`${studentId}:${b.id}`) || a.id.localeCompare(b.id))
      .slice(0, maxQuestions)
      .map((q) => q.id),
  );
  return questions.filter((q) => chosen.has(q.id));
}
