/** Each resolver module calls registerResolvers() when imported. */
