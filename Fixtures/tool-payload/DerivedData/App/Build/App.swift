// a build product
