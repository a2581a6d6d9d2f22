import type {SizeIndication as Indication} from '~/lib/product';

/**
 * The model's measurements in centimetres or inches (centimetres first). The switch
 * is two radio buttons styled in CSS, so it needs no JavaScript at all.
 */
export function SizeIndication({indication}: {indication: Indication | null}) {
  if (!indication) return null;
  return (
    <fieldset className="size-indication">
      <legend>Size indication</legend>
      <input type="radio" name="size-indication-units" id="size-indication-cm" value="CM" defaultChecked className="size-indication__unit" />
      <label htmlFor="size-indication-cm">CM</label>
      <input type="radio" name="size-indication-units" id="size-indication-in" value="IN" className="size-indication__unit" />
      <label htmlFor="size-indication-in">IN</label>
      {indication.model ? <p className="size-indication__model">{indication.model}</p> : null}
      <p className="size-indication__value size-indication__value--cm">{indication.cm}</p>
      <p className="size-indication__value size-indication__value--in">{indication.in}</p>
    </fieldset>
  );
}
