import {buildClientSchema, printType} from 'graphql';
import {createRequire} from 'node:module';
const require = createRequire(import.meta.url);
const s = buildClientSchema(
  require('@shopify/hydrogen/customer-account.schema.json'),
);
for (const n of process.argv.slice(2)) {
  const t = s.getType(n);
  const f = t.getFields?.();
  if (f)
    console.log(
      n +
        ': ' +
        Object.values(f)
          .map(
            (x) =>
              x.name +
              (x.args?.length
                ? '(' + x.args.map((a) => a.name).join(',') + ')'
                : '') +
              ':' +
              x.type,
          )
          .join(', '),
    );
  else console.log(printType(t));
}
