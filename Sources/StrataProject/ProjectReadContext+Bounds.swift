extension ProjectReadContext {
    /// The scope the paths of a project in `folder` (absolute) keep to: the analyzed root for a project inside
    /// it; the repository for one that a workspace links in from outside the root.
    public func sourceScope(ofProjectIn folder: String) -> ReadingBounds.Scope {
        bounds.contains(folder, in: .root) ? .root : .repository
    }

    /// Why the path `absolute` (resolved from what a project wrote) is not read, worded to follow what the
    /// project calls it (`source '../..' is outside the analyzed folder; it is not read`): `nil` when it keeps to
    /// `scope`'s folder.
    public func refusal(of absolute: String, keepingTo scope: ReadingBounds.Scope) -> String? {
        placeOutside(absolute, keepingTo: scope).map { $0 + "; it is not read" }
    }

    /// `is outside the analyzed folder` (or `the repository`) when `absolute` leaves `scope`'s folder; `nil` when
    /// it keeps to it.
    public func placeOutside(_ absolute: String, keepingTo scope: ReadingBounds.Scope) -> String? {
        bounds.contains(absolute, in: scope) ? nil : "is outside \(bounds.name(of: scope))"
    }

    /// One message per link a search below `folder` (absolute) did not follow, naming the link relative to the
    /// analyzed root: `link 'App/Root' leads outside the analyzed folder and was not followed`.
    public func unfollowedLinks(of search: FileSearch, below folder: String) -> [String] {
        let scope = bounds.scope(of: folder) ?? .repository
        return search.linksLeaving.map { link in
            let path = link == "." ? folder : folder + "/" + link
            let relative = LexicalPath(path).relative(to: bounds.root)
            return "link '\(relative)' leads outside \(bounds.name(of: scope)) and was not followed"
        }
    }
}
