import Theme

let captionSize = Typeface.body.size
