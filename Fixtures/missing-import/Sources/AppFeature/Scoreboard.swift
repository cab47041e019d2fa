import Routes

struct Scoreboard {
    var route: Route

    func title(render: (Int) -> String) -> String {
        let total = route.best! <+> route.best!
        track("scoreboard")
        _ = render(max(total.points, 0))
        return formatScore(total.points)
    }
}
