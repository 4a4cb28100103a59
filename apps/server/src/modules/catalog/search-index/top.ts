/**
 * The first `count` of `slots` in `compare`'s order, without sorting them all: a page near the
 * top of 40,000 matches keeps a heap of the page's size (n log k instead of n log n).
 */
export function topSlots(
  slots: ArrayLike<number> & Iterable<number>,
  compare: (a: number, b: number) => number,
  count: number,
): number[] {
  if (count <= 0) return [];
  if (slots.length <= count * 4) return Array.from(slots).sort(compare).slice(0, count);
  // A heap whose root is the worst of the best `count` so far.
  const heap: number[] = [];
  const worse = (i: number, j: number) => compare(heap[i] as number, heap[j] as number) > 0;
  const swap = (i: number, j: number) => {
    const held = heap[i] as number;
    heap[i] = heap[j] as number;
    heap[j] = held;
  };
  const down = (start: number) => {
    let i = start;
    for (;;) {
      const left = 2 * i + 1;
      const right = left + 1;
      let worst = i;
      if (left < heap.length && worse(left, worst)) worst = left;
      if (right < heap.length && worse(right, worst)) worst = right;
      if (worst === i) return;
      swap(i, worst);
      i = worst;
    }
  };
  for (const slot of slots) {
    if (heap.length < count) {
      heap.push(slot);
      let i = heap.length - 1;
      while (i > 0 && worse(i, (i - 1) >> 1)) {
        swap(i, (i - 1) >> 1);
        i = (i - 1) >> 1;
      }
    } else if (compare(slot, heap[0] as number) < 0) {
      heap[0] = slot;
      down(0);
    }
  }
  return heap.sort(compare);
}
