Pod::Spec.new do |s|
  s.name             = 'Feed'
  s.version          = '0.1.0'
  s.summary          = 'Feed, a development pod.'
  s.homepage         = 'https://example.com/app'
  s.license          = { :type => 'MIT' }
  s.author           = { 'App Team' => 'team@example.com' }
  s.source           = { :git => 'https://example.com/app.git', :tag => s.version.to_s }
  s.ios.deployment_target = '16.0'
  s.swift_version    = '5.9'

  s.source_files = 'Sources/**/*.swift'
  s.dependency "Chat"
end
