/**
 * JSON whose objects are written without their keys: each object becomes an array of its
 * values led by the number of its shape (its keys, in order), and the shapes are listed
 * once. A listing's 48 tiles repeat the same few shapes hundreds of times (every variant's
 * `id`, `size`, `inventoryQuantity`); packed, the search page's items are a third smaller,
 * and each kilobyte a page's route data carries costs the server a share of its
 * rendering time (decision 033).
 *
 * For JSON data only: objects, arrays, strings, numbers, booleans and null. As with
 * `JSON.stringify`, keys whose value is undefined are left out.
 */

/** An array's marker; objects are led by their shape's number, 0 or more. */
const ARRAY = -1;

type Packed = [shapes: string[][], value: unknown];

export function packJson(value: unknown): string {
  const shapes: string[][] = [];
  const shapeNumbers = new Map<string, number>();

  const pack = (item: unknown): unknown => {
    if (Array.isArray(item)) return [ARRAY, ...item.map(pack)];
    if (item === null || typeof item !== 'object') return item;
    const record = item as Record<string, unknown>;
    const keys = Object.keys(record).filter((key) => record[key] !== undefined);
    const id = JSON.stringify(keys);
    let shape = shapeNumbers.get(id);
    if (shape === undefined) {
      shape = shapes.length;
      shapeNumbers.set(id, shape);
      shapes.push(keys);
    }
    return [shape, ...keys.map((key) => pack(record[key]))];
  };

  const packed = pack(value);
  return JSON.stringify([shapes, packed] satisfies Packed);
}

export function unpackJson(text: string): unknown {
  const [shapes, value] = JSON.parse(text) as Packed;

  const unpack = (item: unknown): unknown => {
    if (!Array.isArray(item)) return item;
    const [lead, ...values] = item as [number, ...unknown[]];
    if (lead === ARRAY) return values.map(unpack);
    const keys = shapes[lead];
    if (keys?.length !== values.length)
      throw new SyntaxError('Packed JSON names a shape it does not list');
    // Keys are defined as JSON.parse defines them: one named __proto__ stays a key.
    return Object.fromEntries(
      keys.map((key, index) => [key, unpack(values[index])]),
    );
  };

  return unpack(value);
}
