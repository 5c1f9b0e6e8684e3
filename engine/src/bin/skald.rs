//! `skald`: the rules engines on the command line, for rules authors and tests.
//! See `skald --help` and the README.

fn main() {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let code = skald::cli::run(
        &args,
        &mut std::io::stdin().lock(),
        &mut std::io::stdout().lock(),
        &mut std::io::stderr().lock(),
    );
    std::process::exit(code);
}
