/**
 * Options a caller may add to a feature's query hook (`useX(config)`): everything but the key and
 * the function, which come from the operation's `getXQueryOptions` (src/features/<f>/api/).
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- any function that returns query options
export type QueryConfig<T extends (...args: any[]) => object> = Omit<ReturnType<T>, 'queryKey' | 'queryFn'>;
