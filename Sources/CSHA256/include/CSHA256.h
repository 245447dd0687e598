// CSHA256: SHA-256 block compression with the x86 SHA extensions, for WidgetSnapshot's `SHA256`,
// which keeps its Swift compression for every other CPU (and for tests, to compare the two).
//
// Glossary
// - Block: 64 bytes of the padded message; compressing it updates the state.
// - State: the eight 32-bit words H0…H7, in memory order here (the extensions' ABEF/CDGH register
//   layout stays inside SHA256Extensions.c).
// - SHA extensions: SHA256RNDS2, SHA256MSG1 and SHA256MSG2 (CPUID leaf 7, EBX bit 29).
#ifndef CSHA256_H
#define CSHA256_H
#include <stddef.h>
#include <stdint.h>

/// K0…K63 of FIPS 180-4 §4.2.2, for both compressions.
extern const uint32_t csha256_round_constants[64];

/// 1 when this CPU has the SHA extensions and SSE4.1 (checked once, at run time), else 0.
int csha256_has_extensions(void);

/// FIPS 180-4 §6.2.2 on `blocks` consecutive 64-byte blocks at `data`, updating `state` (H0…H7).
/// Call only when `csha256_has_extensions()` returned 1.
void csha256_compress(uint32_t state[8], const uint8_t *data, size_t blocks);
#endif
