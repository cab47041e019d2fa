Pod::Spec.new do |s|
  s.name             = 'FeedInterface'
  s.version          = '0.1.0'
  s.summary          = 'What the feed offers to other modules.'
  s.homepage         = 'https://example.com/app'
  s.license          = { :type => 'MIT' }
  s.author           = { 'App Team' => 'team@example.com' }
  s.source           = { :path => '.' }
  s.ios.deployment_target = '16.0'
  s.swift_version    = '5.9'

  s.source_files = 'Sources/**/*.swift'
end
