/**
 * Issue 17, point 8: what an owner reads when processing refuses their file says what was found
 * and what they can do, and carries nothing of a library, a stack or a server path. Every refusal
 * the tests provoke (the corpus table's, the readers' hostile inputs, the stages') is held to it.
 */
import { expect } from 'vitest';

/** Words of a program, not of a person: stack frames, error names, JavaScript values, paths. */
const PROGRAM_TEXT = [
  /\bat \S+ \(/,
  /\b[A-Z][a-z]+Error\b/,
  /\b(undefined|null|NaN|Infinity)\b/,
  /Cannot read|is not (iterable|a function)|Unexpected token/,
  /(^|\s)\/[a-z]+\//,
  /[A-Za-z]:\\/,
  /\bE[A-Z]{3,}\b/,
];
/** The last sentence tells the owner what to do next. */
const NEXT_STEP = /(create the tour again|try again[^.]*|contact support[^.]*)\.$/;

export function expectOwnerMessage(message: string): void {
  for (const pattern of PROGRAM_TEXT)
    expect(message, 'program text in the message').not.toMatch(pattern);
  expect(message, 'the message ends with what to do').toMatch(NEXT_STEP);
}
