# Runs Formula/alertlint.rb's `test do` block against an installed alertlint, without Homebrew:
# a small stand-in for the part of the Formula DSL the formula uses (CI has no brew on Linux).
#   ruby Tests/integration/formula_test_block.rb FORMULA PREFIX   (PREFIX/bin/alertlint exists)
require "open3"
require "pathname"
require "tmpdir"

module OS
  def self.linux? = RUBY_PLATFORM.include?("linux")
  def self.mac? = RUBY_PLATFORM.include?("darwin")
end

class Formula
  class << self
    attr_reader :test_block, :stable_url

    def url(value, **) = @stable_url = value
    def test(&block) = @test_block = block
    # Metadata and dependencies only matter to brew itself.
    %i[desc homepage sha256 license head depends_on uses_from_macos].each { |name| define_method(name) { |*, **| nil } }
  end

  attr_reader :testpath

  def initialize(prefix, testpath)
    @prefix = Pathname(prefix)
    @testpath = Pathname(testpath)
  end

  def bin = @prefix/"bin"
  def version = self.class.stable_url[/-(\d+\.\d+\.\d+)\.tar\.gz\z/, 1] || raise("no version in the url")

  # As Homebrew's: the command's standard output, and its exit status must be `status`.
  def shell_output(command, status = 0)
    output, result = Open3.capture2(command)
    raise "`#{command}` exited #{result.exitstatus}, expected #{status}:\n#{output}" unless result.exitstatus == status
    output
  end

  def assert_match(expected, actual)
    matched = expected.is_a?(Regexp) ? expected.match?(actual) : actual.include?(expected)
    raise "expected #{expected.inspect} in:\n#{actual}" unless matched
  end
end

formula_path, prefix = ARGV
abort "usage: formula_test_block.rb FORMULA PREFIX" unless formula_path && prefix
load formula_path
formula_class = Formula.subclasses.first or abort "#{formula_path}: no Formula subclass"
Dir.mktmpdir do |dir|
  formula = formula_class.new(prefix, dir)
  Dir.chdir(dir) { formula.instance_eval(&formula_class.test_block) }
end
puts "ok: #{formula_class.name}'s test block passes against #{prefix}/bin/alertlint"
