type SwatchColour = {name: string; swatch: {color?: string; image?: string}};

/**
 * The round target around a chip: a ring marks the current colour, a dimmed one is
 * loading (`.swatch` in app.css: a listing draws hundreds).
 */
export function swatchClass(size: 'small' | 'large' = 'small') {
  return `swatch ${size === 'large' ? 'min-h-11 min-w-11' : 'min-h-7 min-w-7'}`;
}

/**
 * A colour chip with the colour's name for screen readers, to put inside the link or
 * button that chooses it (give that element `swatchClass`). A picture swatch shows the
 * fabric; otherwise the colour's hex.
 */
export function Swatch({
  colour,
  size = 'small',
}: {
  colour: SwatchColour;
  size?: 'small' | 'large';
}) {
  const {image, color} = colour.swatch;
  return (
    <>
      <span
        className={`swatch__chip ${size === 'large' ? 'size-7.5' : 'size-4.5'}`}
        aria-hidden="true"
        style={
          image
            ? {backgroundImage: `url("${image.replace(/["\\]/g, '')}")`}
            : {backgroundColor: color ?? 'transparent'}
        }
      />
      <span className="sr-only">{colour.name}</span>
    </>
  );
}
