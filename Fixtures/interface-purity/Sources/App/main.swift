import Profile
import ProfileInterfaces

let service: any ProfileService = RemoteProfileService()
let profile = try? await service.profile(id: "42")
print(profile?.displayName ?? UserProfile.placeholder(id: "42").displayName)
