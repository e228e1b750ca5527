import { z } from 'zod';

/**
 * Field types for the wire: GET sends every field as a query string, forms send
 * strings too, JSON bodies send numbers. Each helper accepts both spellings and
 * hands the emulator (and the client's types) one output type.
 */

/** An integer in [min, max], sent as a number or as its decimal text. */
export const wireInt = (min: number, max: number) =>
  z
    .union([z.number(), z.string().trim().regex(/^-?\d{1,16}$/).transform(Number)])
    .pipe(z.number().int().min(min).max(max));

/** 0 or 1. */
export const wireFlag = () => wireInt(0, 1);

/** Free text up to `max` characters; a number sent in JSON is taken as its text. */
export const wireText = (max: number) =>
  z.union([z.string(), z.number().transform(String)]).pipe(z.string().max(max));

/** Real terminals' scripts send an unused filter as an empty string: '' and null mean "absent". */
export const blankable = <T extends z.ZodType>(schema: T) =>
  z.union([z.literal('').transform(() => undefined), z.null().transform(() => undefined), schema]).optional();

/** A calendar date YYYY-MM-DD that exists (2026-02-30 is refused). */
export const wireDate = () =>
  z.string().regex(/^\d{4}-\d{2}-\d{2}$/).refine((s) => {
    const d = new Date(`${s}T00:00:00Z`);
    return !Number.isNaN(d.getTime()) && d.toISOString().startsWith(s);
  }, 'impossible date');

/** Paging as real terminals do it: `start` is an offset, `limit` at most 100 rows. */
export const paging = {
  start: blankable(wireInt(0, 1_000_000_000)),
  limit: blankable(wireInt(1, 100)),
};
