/** A page's one h1, the same size and spacing on every page. */
export function PageTitle({
  className,
  children,
  ...props
}: React.ComponentProps<'h1'>) {
  return (
    <h1
      className={`mt-2 mb-6 text-3xl${className ? ` ${className}` : ''}`}
      {...props}
    >
      {children}
    </h1>
  );
}
