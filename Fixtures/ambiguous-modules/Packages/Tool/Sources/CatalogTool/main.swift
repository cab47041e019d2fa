import Foundation
import Utils

// Prints the slug of every title given on the command line.
for title in CommandLine.arguments.dropFirst() {
    print(Slug(title))
}
