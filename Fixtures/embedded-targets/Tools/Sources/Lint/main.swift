print("lint")
