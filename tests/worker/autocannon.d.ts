// autocannon ships no types; the load test uses only what it documents in its README.
declare module 'autocannon';
