// A scratch file that belongs to no target.
let scratchGreeting = "Try things here."
