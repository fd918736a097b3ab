/**
 * The candidate names of one query name, each once with its best estimate, in flat buffers kept from
 * search to search: a query gathers hundreds of names, and a Map and arrays for them per search were
 * garbage to collect.
 */
export class CandidateList {
  /** Where each name is in `ids`, plus one; 0 when it is not there (reset by `clear`). */
  private readonly places: Uint32Array;
  ids = new Uint32Array(256);
  estimates = new Float64Array(256);
  count = 0;
  /** Scratch for `sortByEstimate`: positions, then the values they point at. */
  private order = new Uint32Array(256);
  private sortedIds = new Uint32Array(256);
  private sortedEstimates = new Float64Array(256);

  constructor(nameCount: number) {
    this.places = new Uint32Array(nameCount);
  }

  /** Keeps the name at the best of the estimates it is offered, where it was first offered. */
  offer(id: number, estimate: number) {
    const place = this.places[id] as number;
    if (place === 0) this.append(id, estimate);
    else if ((this.estimates[place - 1] as number) < estimate) this.estimates[place - 1] = estimate;
  }

  /** Gives the name this estimate whatever it had, appending it if new (always scored: Infinity). */
  set(id: number, estimate: number) {
    const place = this.places[id] as number;
    if (place === 0) this.append(id, estimate);
    else this.estimates[place - 1] = estimate;
  }

  /**
   * Best estimate first, equal estimates in the order offered, as a stable sort would leave them
   * (estimates are never NaN: a listed name weighs something).
   */
  sortByEstimate() {
    const count = this.count;
    if (this.order.length < count) this.order = new Uint32Array(this.ids.length);
    if (this.sortedIds.length < count) {
      this.sortedIds = new Uint32Array(this.ids.length);
      this.sortedEstimates = new Float64Array(this.ids.length);
    }
    const estimates = this.estimates;
    const order = this.order.subarray(0, count);
    for (let i = 0; i < count; i++) order[i] = i;
    // A comparison that answers a small integer: a difference of doubles is a new heap number each time.
    order.sort((a, b) => {
      const x = estimates[a] as number;
      const y = estimates[b] as number;
      return x > y ? -1 : x < y ? 1 : a - b;
    });
    for (let i = 0; i < count; i++) {
      const from = order[i] as number;
      this.sortedIds[i] = this.ids[from] as number;
      this.sortedEstimates[i] = estimates[from] as number;
    }
    [this.ids, this.sortedIds] = [this.sortedIds, this.ids];
    [this.estimates, this.sortedEstimates] = [this.sortedEstimates, this.estimates];
    for (let i = 0; i < count; i++) this.places[this.ids[i] as number] = i + 1;
  }

  /** Empties the list for the next query name. */
  clear() {
    for (let i = 0; i < this.count; i++) this.places[this.ids[i] as number] = 0;
    this.count = 0;
  }

  private append(id: number, estimate: number) {
    if (this.count === this.ids.length) {
      const ids = new Uint32Array(this.ids.length * 2);
      ids.set(this.ids);
      this.ids = ids;
      const estimates = new Float64Array(this.estimates.length * 2);
      estimates.set(this.estimates);
      this.estimates = estimates;
    }
    this.ids[this.count] = id;
    this.estimates[this.count++] = estimate;
    this.places[id] = this.count;
  }
}
