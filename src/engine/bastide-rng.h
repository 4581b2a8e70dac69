/* bastide-rng.h: a small, copyable, deterministic random number generator
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * SplitMix64: one 64-bit word of state, so a game position that holds it
 * stays a plain memory copy, and a seed gives the same game everywhere.
 */

#pragma once

#include <glib.h>

G_BEGIN_DECLS

typedef struct
{
  guint64 state;
} BastideRng;

static inline void
bastide_rng_seed (BastideRng *rng,
                  guint64     seed)
{
  rng->state = seed;
}

static inline guint64
bastide_rng_next (BastideRng *rng)
{
  guint64 z = (rng->state += G_GUINT64_CONSTANT (0x9e3779b97f4a7c15));

  z = (z ^ (z >> 30)) * G_GUINT64_CONSTANT (0xbf58476d1ce4e5b9);
  z = (z ^ (z >> 27)) * G_GUINT64_CONSTANT (0x94d049bb133111eb);
  return z ^ (z >> 31);
}

/* A number in [0, n): the high bits of a 32×32 product (bias below 2^-22
 * for the small n the game needs). */
static inline guint
bastide_rng_below (BastideRng *rng,
                   guint       n)
{
  return (guint) (((bastide_rng_next (rng) >> 32) * (guint64) n) >> 32);
}

G_END_DECLS
