import Core

struct BeforeTheComment {}

/* This comment is never closed.
import Hostile
   /* a nested opener */ still inside the outer one
import Foundation